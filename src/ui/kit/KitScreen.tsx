/** The component kit screen (placeholder while it is being built). */
export function KitScreen() {
  return (
    <p class="note" role="status">
      The component kit screen is being built.
    </p>
  );
}
