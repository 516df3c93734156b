// Placeholder until the header widgets land (agreed path and default export).
export default function HeaderActions() {
  return null;
}
