/** The app shell (placeholder until the foundation shell lands). */
export function App() {
  return <main><h1>Volga Table</h1></main>;
}
