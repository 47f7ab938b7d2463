import base from './playwright.config';
export default { ...base, workers: 1, webServer: { ...(base.webServer as object), timeout: 300_000 } };
