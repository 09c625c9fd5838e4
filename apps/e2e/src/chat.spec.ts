import type { APIRequestContext } from '@playwright/test';
import type { ApiEnvelope, Page as ListPage, Trucker } from '@freight/contracts';
import { DEMO, DEMO_PASSWORD } from './support/env';
import { expect, prepareContext, test } from './support/test';

/**
 * Chat between a carrier's dispatcher and a driver: the dispatcher of Interstate Haulers on /chat, the
 * driver on the driver's page opened from a driver link (made through the API as the carrier would send it). Each side
 * sends a message and sees the other's arrive live, without a reload; the thread's unread count shows and clears.
 */
test.use({ role: 'interstate' });

const unique = () => Math.random().toString(36).slice(2, 7);

/** A truck of Interstate Haulers with a live assignment, and a driver link for it (send-driver-link). */
async function truckWithDriverLink(request: APIRequestContext) {
  const login = await request.post('/v1/api/user-manager/login', { data: { email: DEMO.interstate, password: DEMO_PASSWORD, rememberme: false } });
  const { token } = ((await login.json()) as ApiEnvelope<{ token: string }>).data!;
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.post('/v1/api/user-manager/my-trucker-list', { headers, data: { limit: 100 } });
  const trucks = ((await list.json()) as ApiEnvelope<ListPage<Trucker>>).data!.items;
  for (const truck of trucks) {
    const sent = await request.post(`/v1/api/user-manager/send-driver-link/${truck._id}`, { headers, data: {} });
    // 409: no live assignment for this truck; the next one may have one.
    if (sent.status() !== 200) continue;
    const { link } = ((await sent.json()) as ApiEnvelope<{ link: { url: string } }>).data!;
    const url = new URL(link.url);
    return { truck, path: `${url.pathname}${url.search}` };
  }
  throw new Error('no truck of Interstate Haulers has a live assignment');
}

test('a dispatcher and a driver exchange messages live; the unread count shows and clears', async ({ page, browser, request }) => {
  const { truck, path } = await truckWithDriverLink(request);
  const fromDriver = `At the gate, dock number? ${unique()}`;
  const fromDispatcher = `Dock 7, ask for Maria ${unique()}`;

  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  await expect(page.getByText('Choose a conversation to read its messages.')).toBeVisible();

  const driverContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await prepareContext(driverContext);
  try {
    const driver = await driverContext.newPage();
    await driver.goto(path);
    const driverThread = driver.getByRole('region', { name: 'Messages with Interstate Haulers LLC' });
    await expect(driverThread).toBeVisible();

    // The driver writes: the dispatcher's list shows the thread first, with one unread message.
    await driverThread.getByRole('textbox', { name: 'Message' }).fill(fromDriver);
    await driverThread.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(driverThread.getByRole('log').getByText(fromDriver)).toBeVisible();
    await expect(driverThread.getByText('Sending…')).toHaveCount(0);

    const thread = page.locator('.chat-threads li').first().getByRole('button');
    await expect(thread).toContainText(truck.name);
    await expect(thread).toContainText(fromDriver);
    await expect(thread).toContainText('Unread: 1');

    // The dispatcher opens it: the message is there and the count clears.
    await thread.click();
    const dispatcherThread = page.getByRole('region', { name: `${truck.name} · truck ${truck.truckNumber}` });
    await expect(dispatcherThread.getByRole('log').getByText(fromDriver)).toBeVisible();
    await expect(thread).not.toContainText('Unread');

    // The dispatcher answers (Enter sends): the driver sees it arrive.
    await dispatcherThread.getByRole('textbox', { name: 'Message' }).fill(fromDispatcher);
    await dispatcherThread.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(driverThread.getByRole('log').getByText(fromDispatcher)).toBeVisible();
    await expect(dispatcherThread.getByRole('log').getByText(fromDispatcher)).toBeVisible();
    // The driver's page has it on screen: the dispatcher's message says Read.
    await expect(dispatcherThread.getByRole('listitem').filter({ hasText: fromDispatcher })).toContainText('Read');

    // A second driver message arrives in the open thread, read as it arrives (no unread count).
    const again = `Thanks, backing in ${unique()}`;
    await driverThread.getByRole('textbox', { name: 'Message' }).fill(again);
    await driverThread.getByRole('button', { name: 'Send' }).click();
    await expect(dispatcherThread.getByRole('log').getByText(again)).toBeVisible();
    await expect(thread).toContainText(again);
    await expect(thread).not.toContainText('Unread');
  } finally {
    await driverContext.close();
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const noSidewaysScroll = async (page: import('@playwright/test').Page, when: string) => {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `the page is ${scrollWidth}px wide on a ${innerWidth}px screen ${when}`).toBeLessThanOrEqual(innerWidth);
  };

  test("the chat opens from a truck's row as a full-screen sheet, and Esc gives the screen back", async ({ page }) => {
    await page.goto('/trucks');
    const chatButton = page.getByRole('button', { name: /^Chat with / }).first();
    await chatButton.click();
    const panel = page.getByRole('dialog', { name: /^Chat with / });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    await noSidewaysScroll(page, 'with the chat open');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(chatButton).toBeFocused();
  });

  test('/chat shows the list, then one thread, then the list again', async ({ page }) => {
    await page.goto('/chat');
    const first = page.locator('.chat-threads li').first().getByRole('button');
    await expect(first).toBeVisible();
    await noSidewaysScroll(page, 'on the list');
    await first.click();
    await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conversations' })).toBeHidden();
    await noSidewaysScroll(page, 'on a thread');
    await page.getByRole('button', { name: 'All conversations' }).click();
    await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  });
});
