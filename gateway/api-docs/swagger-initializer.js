// Starts Swagger UI on the gateway's merged description. A file of its own, not an inline
// script, because the site's Content-Security-Policy runs only the site's own files.
/* global SwaggerUIBundle */
window.addEventListener('load', () => {
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    // The public validator would be asked about the document: nothing leaves the site.
    validatorUrl: null,
    // Requests made with "Try it out" carry the session cookie of a signed-in browser.
    withCredentials: true,
  });
});
