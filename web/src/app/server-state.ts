/** The id of the script that carries the server's answers to a page's first reads. */
export const SERVER_STATE_ID = 'server-state';

/** The script tag of the server's state: JSON with `<` escaped, so no `</script>` can end it. */
export function serverStateScript(state: object): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state the server sent with its HTML, if it rendered the page. */
export function readServerState(): object | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as object) : undefined;
}
