// Start-up of /docs: Swagger UI over this server's contract. No outside validator, and the key a
// person enters under "Authorize" stays in the page's memory (persistAuthorization: false).
/* global SwaggerUIBundle */
globalThis.ui = SwaggerUIBundle({
  url: "/openapi.yaml",
  dom_id: "#swagger-ui",
  // Deep links put an anchor inside each operation's toggle button (nested controls).
  deepLinking: false,
  tryItOutEnabled: true,
  persistAuthorization: false,
  validatorUrl: null,
  displayRequestDuration: true,
  // Its colour themes fall below WCAG AA contrast; plain code reads as well.
  syntaxHighlight: { activated: false },
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});

// What Swagger UI renders without it, added as it appears: names for its selects (servers, media
// types) and its request-body editor, and keyboard access to its scrolling code blocks.
function accessible() {
  for (const select of document.querySelectorAll("select:not([aria-label])")) {
    const near = select.parentElement?.textContent?.trim().split("\n")[0].slice(0, 60);
    select.setAttribute("aria-label", select.id === "servers" ? "Server" : near || "Choose");
  }
  for (const editor of document.querySelectorAll("textarea:not([aria-label])")) {
    editor.setAttribute("aria-label", "Request body (JSON)");
  }
  for (const code of document.querySelectorAll("pre:not([tabindex])")) {
    code.setAttribute("tabindex", "0");
  }
}
new MutationObserver(accessible).observe(document.body, { childList: true, subtree: true });
