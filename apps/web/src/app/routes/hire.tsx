// Issue 18: being built in this session (a helper replaces this file).
export default function HirePage() {
  return <h1 className="p-8 text-2xl font-semibold">HirePage</h1>;
}
