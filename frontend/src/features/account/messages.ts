/** Texts of the account page. */
export const MSG = {
  title: 'Your account',
  loading: 'Loading your account...',
  loadFailed: 'Could not load your account',
  rulesUnavailable: 'The form rules could not be loaded. Please check your connection.',
  tryAgain: 'Try again',
  // Profile
  profile: 'Profile',
  chooseYear: 'Select your year',
  iitp: 'I study at IIT Patna',
  save: 'Save profile',
  saving: 'Saving...',
  profileSaved: 'Profile saved.',
  saveFailed: 'Failed to save your profile',
  // Password
  password: 'Password',
  setPasswordIntro: 'Set a password to also log in with your email.',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  setPassword: 'Set a password',
  settingPassword: 'Setting...',
  passwordChanged: 'Your password has been changed.',
  passwordFailed: 'Failed to change your password',
} as const;
