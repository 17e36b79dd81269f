// Issue 18: being built in this session (a helper replaces this file).
export default function CustomerProjectPage() {
  return <h1 className="p-8 text-2xl font-semibold">CustomerProjectPage</h1>;
}
