/** The rules help screen (placeholder while it is being built). */
export function RulesScreen() {
  return (
    <p class="note" role="status">
      Rules help is being built.
    </p>
  );
}
