import { boot } from './startBoot';

// The boot script (issue 36): its own small entry, which index.html loads before the app and
// apart from it, that starts the opened route's critical requests while the app's code still
// downloads, and leaves their answers in `window.__campusBoot` for the app's first identical
// requests (src/lib/http/bootResponses.ts). It reads the session as the app stores it
// (src/lib/storage: JSON under 'campus.token' and 'campus.user') and the API's address from the
// config the server writes into index.html; without one (the dev server) it starts nothing.

// It runs as soon as it arrives. The server writes the config before it (renderIndex.ts); a page
// without (the dev server's) has none to wait for, unless still parsing.
if (document.getElementById('campus-config') || document.readyState !== 'loading') boot();
else document.addEventListener('DOMContentLoaded', boot, { once: true });
