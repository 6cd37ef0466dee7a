// The verify page's tool: a React island, as the contact page's form is.
import { VerifyTool } from '#web/features/verification';
import { mountReactIsland } from './react-islands';

const container = document.querySelector<HTMLElement>('[data-island="verify-tool"]');
// The router of an island is not the address bar's: the code a QR code opened is read here.
const code = new URLSearchParams(window.location.search).get('code');
if (container) mountReactIsland(container, <VerifyTool initialCode={code} />);
