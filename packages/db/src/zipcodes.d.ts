declare module 'zipcodes' {
  const zipcodes: { codes: Record<string, unknown>; states: { full: Record<string, string> } };
  export default zipcodes;
}
