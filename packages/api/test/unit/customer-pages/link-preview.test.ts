/**
 * Who counts as opening a payment link: people's browsers (including messengers' in-app browsers)
 * do, link-preview robots do not. Real user-agent strings, as the services send them.
 */
import { describe, expect, it } from 'vitest';
import { isPersonOpening } from '../../../src/customer-pages/link-preview';

const PEOPLE = {
  'Telegram in-app browser, Android':
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Telegram-Android/10.3.2 (Samsung SM-G991B; Android 13; SDK 33; HIGH)',
  'Telegram in-app browser, iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram/10.3.1',
  'Chrome, Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Safari, iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Yandex Browser, Android':
    'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.2.86.00 SA/3 Mobile Safari/537.36',
};

const ROBOTS = {
  'Google-PageRenderer (Google Messages previews)':
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36 (compatible; Google-PageRenderer Google (+https://developers.google.com/+/web/snippet/))',
  'Outlook desktop': 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17126; Pro)',
  'Outlook (ms-office)':
    'Mozilla/4.0 (compatible; MSIE 7.0; Windows NT 6.1; Trident/7.0; Microsoft Outlook 16.0.4266; ms-office; MSOffice 16)',
  'Outlook on the web / Teams (MicrosoftPreview)':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0 MicrosoftPreview/2.0 +https://aka.ms/MicrosoftPreview',
  Mattermost: 'Mattermost-Bot/1.1',
  Slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  TelegramBot: 'TelegramBot (like TwitterBot)',
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Discordbot: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  Viber: 'Viber/20.6.0.0 CFNetwork/1410.0.3 Darwin/22.6.0',
  vkShare: 'vkShare; +http://vk.com/dev/Share',
  curl: 'curl/8.5.0',
};

describe('isPersonOpening', () => {
  it.each(Object.entries(PEOPLE))('%s opens the link', (_name, ua) => {
    expect(isPersonOpening('GET', ua)).toBe(true);
  });

  it.each(Object.entries(ROBOTS))('%s only previews it', (_name, ua) => {
    expect(isPersonOpening('GET', ua)).toBe(false);
  });

  it('a HEAD, a missing or a too short user agent opens nothing', () => {
    expect(isPersonOpening('HEAD', PEOPLE['Chrome, Windows'])).toBe(false);
    expect(isPersonOpening('GET', null)).toBe(false);
    expect(isPersonOpening('GET', 'Mozilla')).toBe(false);
  });
});
