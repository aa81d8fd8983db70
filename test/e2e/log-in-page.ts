/** What logging in needs of a page; Playwright's and puppeteer's pages both have it. */
export interface LoginPage {
  goto(url: string): Promise<unknown>;
  locator(selector: string): { fill(value: string): Promise<unknown>; click(): Promise<unknown> };
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
}

/** Logs in to an Odoo (stand-in or real) in `tab` as a user would (admin unless `user`), then opens `path` if given. */
export async function logInPage<T extends LoginPage>(tab: T, url: string, path = '', user = { login: 'admin', password: 'admin' }): Promise<T> {
  await tab.goto(`${url}/web/login`);
  await tab.locator('input[name="login"]').fill(user.login);
  await tab.locator('input[name="password"]').fill(user.password);
  await tab.locator('.oe_login_form button[type="submit"]').click();
  // Real Odoo lands on its home action (often Discuss, which has no view controller).
  await tab.waitForSelector('body.o_web_client', { timeout: 60_000 });
  if (path) {
    // '/web#...' after landing on '/web' would be a fragment-only navigation, which the web client
    // handles while its home action may still be loading: on real 17 that race sometimes ends with
    // the record's form shown under the home action's URL (no id in it). '/web?#...' loads afresh.
    await tab.goto(`${url}${path.replace(/^\/web#/, '/web?#')}`);
    await tab.waitForSelector('body.o_web_client .o_view_controller', { timeout: 60_000 });
  }
  return tab;
}
