import { render } from 'preact';
import { App } from './ui/App';

render(<App />, document.getElementById('app')!);
