import { startBrowser, screenshot } from '/work/main/tests/e2e/browser';
const h = await startBrowser('http://127.0.0.1:4173/');
const p = await h.openPage(process.argv[2] ?? '/deposit?session_id=deposit-card-success', { colorScheme: (process.argv[3] as 'dark') ?? 'light', dir: (process.argv[4] as 'rtl') ?? 'ltr' });
await p.page.waitForTimeout(1500);
if (process.argv[5]) { await p.page.getByRole('button', { name: /Visa/ }).click(); await p.page.waitForTimeout(1500); }
await p.page.screenshot({ path: `/tmp/${process.argv[6] ?? 'shot'}.png`, fullPage: true });
console.log(p.console, p.pageErrors, await p.cspViolations());
await h.close();
