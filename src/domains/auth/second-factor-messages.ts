import { REMEMBER_DEVICE_DAYS } from '@contract/second-factor/constants';

/** User-facing text of the second factor (both trees): sign-in step, enrolment, account page. */
export const secondFactorMessages = {
  verify: {
    title: 'Two-step verification',
    subtitle: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    submit: 'Verify',
  },
  enrol: {
    title: 'Set up two-step verification',
    subtitle:
      'Your account needs a second factor. Add the portal to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy or similar), then enter the code it shows.',
    scan: 'Scan this QR code with the app:',
    qrAlt: 'QR code to add the portal to an authenticator app',
    orKey: 'Or enter this key in the app by hand:',
    loading: 'Preparing your key…',
    submit: 'Turn on and continue',
  },
  recovery: {
    title: 'Save your recovery codes',
    intro:
      'If you lose your phone, each of these codes signs you in once instead of an app code. Keep them somewhere safe: they are shown only now.',
    copy: 'Copy codes',
    copied: 'Recovery codes copied',
    continue: 'I have saved them, continue',
    done: 'Done',
    left: (n: number) => (n === 1 ? 'You have 1 recovery code left.' : `You have ${n} recovery codes left.`),
  },
  fields: {
    code: 'Authentication code',
    codePlaceholder: '123456 or a recovery code',
    codeRequired: 'Enter the code from your app',
    appCode: 'Code from your app',
    appCodePlaceholder: '123456',
    remember: `Remember this device for ${REMEMBER_DEVICE_DAYS} days`,
  },
  backToLogin: 'Back to sign in',
  throttled: 'Too many attempts. Please wait and try again.',
  account: {
    title: 'Two-step verification',
    on: 'On: signing in asks for a code from your authenticator app.',
    off: 'Off: your password alone signs you in.',
    required: 'Required for your account: it cannot be turned off.',
    recoveryLeft: (n: number) => `Recovery codes left: ${n}`,
    devices: (n: number) =>
      n === 1 ? '1 remembered device skips the code.' : `${n} remembered devices skip the code.`,
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    turnOffTitle: 'Turn off two-step verification',
    turnOffIntro: 'Enter a current code from your app (or a recovery code) to turn it off.',
    turnedOff: 'Two-step verification is off.',
    turnedOn: 'Two-step verification is on.',
    newCodes: 'New recovery codes',
    newCodesTitle: 'New recovery codes',
    newCodesIntro: 'Enter a current code from your app. Your old recovery codes stop working.',
    forgetDevices: 'Forget remembered devices',
    devicesForgotten: 'Remembered devices forgotten: every device asks for a code again.',
    setupTitle: 'Turn on two-step verification',
    confirm: 'Confirm',
    cancel: 'Cancel',
    loadFailed: 'The second-factor settings could not be loaded.',
    retry: 'Try again',
  },
} as const;
