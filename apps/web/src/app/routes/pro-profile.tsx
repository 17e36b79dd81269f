// Issue 18: being built in this session (a helper replaces this file).
export default function ProProfilePage() {
  return <h1 className="p-8 text-2xl font-semibold">ProProfilePage</h1>;
}
