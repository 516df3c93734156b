// Placeholder until D2's notification bell lands (agreed path and default export).
export default function NotificationBell() {
  return null;
}
