import { apiAs, DEMO, expect, freeUnits, test } from './fixtures';

/**
 * Notifications (issue 23): a manager's booking due within BOOKING_REMINDER_HOURS gets its
 * reminder from the `bookings.remind` job (every minute); the bell counts it without a reload,
 * the list marks read, and the reminder extends the booking in one click.
 */
test.describe('notifications (manager)', () => {
  test('the bell counts a reminder, the list marks read, one click extends the booking', async ({
    page,
    request,
    signInAs,
    expectAccessible,
    shot,
  }) => {
    test.setTimeout(240_000);
    const api = await apiAs(request, DEMO.manager);
    const units = await freeUnits(api, 2, { direction: 'desc' });
    const [booking, other] = await Promise.all(
      units.map((u, i) =>
        api.mutate<{ item: { id: string } }>('bookings.create', {
          unit: u.id,
          expiration_date: new Date(Date.now() + (5 + i) * 3600_000).toISOString(),
        }),
      ),
    );
    // Other specs leave the manager notifications of their own (expiries, promotions): read them
    // first, so that the bell counts and lists what this test makes.
    await api.mutate('notifications.markRead', { all: true });
    const numberOf = async (id: string) =>
      (await api.query<{ number: number }>('bookings.get', { id })).number;
    const number = await numberOf(booking?.item.id ?? '');
    const otherNumber = await numberOf(other?.item.id ?? '');

    await signInAs('manager');
    await page.goto('/units');
    // The reminder job runs every minute; the bell polls every 15 s: no reload.
    const bell = page.getByTestId('notification-bell');
    await expect(page.getByTestId('notification-count')).toBeVisible({ timeout: 120_000 });
    await expect(bell).toHaveAccessibleName(/Уведомления: \d+ непрочитан/);
    await bell.click();
    const popover = page.getByTestId('notification-popover');
    const reminder = popover
      .getByTestId('notification')
      .filter({ hasText: `Бронь №\u00a0${number} ` })
      .filter({ hasText: 'истекает' });
    await expect(reminder).toBeVisible();
    await expectAccessible('notifications, bell');
    await shot('bell-ru', { target: popover });

    await popover.getByRole('link', { name: 'Все уведомления' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
    const item = page
      .getByTestId('notification')
      .filter({ hasText: `Бронь №\u00a0${number} ` })
      .filter({ hasText: 'истекает' });
    await expect(item).toHaveAttribute('data-read', 'false');
    await expectAccessible('notifications, list');
    await shot('list-ru');

    await item.getByRole('button', { name: `Продлить бронь №\u00a0${number}` }).click();
    await expect(page.getByTestId('toast')).toContainText(`Бронь №\u00a0${number} продлена до`);
    await expect(item).toHaveAttribute('data-read', 'true');
    const after = await api.query<{ expiration_date: string }>('bookings.get', {
      id: booking?.item.id,
    });
    expect(new Date(after.expiration_date).getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);

    const second = page.getByTestId('notification').filter({ hasText: `Бронь №\u00a0${otherNumber} ` });
    await second.getByRole('button', { name: 'Прочитано' }).click();
    await expect(second).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect(page.getByTestId('notifications-mark-all')).toBeDisabled();
    await page.getByText('Только непрочитанные').click();
    await expect(page.getByText('Непрочитанных нет')).toBeVisible();
  });

  test('in English and on a phone; the profile turns a kind’s e-mail off', async ({
    page,
    signInAs,
    expectAccessible,
    shot,
  }) => {
    await signInAs('manager');
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'English' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expectAccessible('notifications, en, phone');
    await shot('list-en-phone');
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-popover')).toBeVisible();
    await shot('bell-en-phone');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    const settings = page.getByTestId('notification-email-settings');
    const expired = settings.getByRole('checkbox', { name: 'Booking expired' });
    await expect(expired).toBeChecked();
    await expired.click();
    await expect(page.getByTestId('toast')).toContainText('E-mail settings saved');
    await expectAccessible('profile, notification e-mails, en, phone');
    await shot('profile-en-phone', { target: settings });
    await page.reload();
    await expect(settings.getByRole('checkbox', { name: 'Booking expired' })).not.toBeChecked();
    await settings.getByRole('checkbox', { name: 'Booking expired' }).click();
    await expect(settings.getByRole('checkbox', { name: 'Booking expired' })).toBeChecked();
    // The language is saved with the user: back to Russian for the specs that follow.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible();
  });
});
