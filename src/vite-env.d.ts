declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;
declare const __SOURCE_DATE__: string;
