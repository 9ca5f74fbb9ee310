// The part of osrm-text-instructions (which ships no types) that the OSRM router uses.
declare module 'osrm-text-instructions' {
  interface OsrmTextInstructions {
    compile(
      language: string,
      step: unknown,
      options?: { legCount?: number; legIndex?: number },
    ): string;
  }
  function osrmTextInstructions(version: 'v5'): OsrmTextInstructions;
  export = osrmTextInstructions;
}
