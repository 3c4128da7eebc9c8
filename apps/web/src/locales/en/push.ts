import { PUSH_MESSAGES } from '@watchify/contract';

/** Push notifications in this browser (the notifications page's push section). */
export const push = {
  heading: 'Push notifications',
  explanation:
    'Get a notification on this device when something happens while Watchify is closed: a friend request, a message, a reply to your review. Push is turned on for each browser or installed app separately; your notification settings choose which kinds are pushed.',
  turnOn: 'Turn on push notifications',
  turnOff: 'Turn off push notifications',
  turningOn: 'Turning on…',
  turningOff: 'Turning off…',
  on: 'Push notifications are on for this browser.',
  off: 'Push notifications are off for this browser.',
  unsupported:
    'This browser cannot receive push notifications. On an iPhone or iPad, add Watchify to your Home Screen first and turn them on in the installed app.',
  denied:
    'Notifications from Watchify are blocked in this browser. Allow them in the browser’s settings for this site, then come back here.',
  dismissed: 'Push notifications stay off: the browser did not get your permission to show notifications.',
  failed: 'Push notifications could not be turned on. Please try again.',
  offFailed: 'Push notifications could not be turned off. Please try again.',
  errors: {
    ...PUSH_MESSAGES,
  },
};
