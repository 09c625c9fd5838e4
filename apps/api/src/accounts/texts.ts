import { ACCOUNT_MESSAGES, DEMO_MODE_MESSAGE, EMAIL_NOT_VERIFIED_MESSAGE, LOGOUT_MESSAGE, SETTINGS_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
/** The English of the accounts' own texts (their tests compare answers with it). */
export const USER_MESSAGES = {
  emailVerified: 'Email Successfully Verified',
  emailAlreadyVerified: 'Email already verified',
  badVerificationLink: 'This verification link is invalid or has expired',
  resetSent: 'If an account exists for this email, a password reset link has been sent.',
  passwordReset: 'Password Successfully Reset',
  badResetLink: 'This reset link is invalid or has expired',
  passwordChanged: 'Password Successfully Changed',
  wrongCurrentPassword: 'Current password is incorrect',
  contactSent: 'Thank you for contacting us. We will get back to you soon.',
  notifications: 'Notifications fetched',
} as const;

/** The accounts' texts by id (`accounts.<key>`): login, registration, e-mail and password links, profile, contact and permissions. */
export const ACCOUNT_TEXTS = defineTexts('accounts', {
  emailVerified: { en: USER_MESSAGES.emailVerified, sp: 'Correo electrónico verificado correctamente', fr: 'E-mail vérifié avec succès' },
  emailAlreadyVerified: { en: USER_MESSAGES.emailAlreadyVerified, sp: 'El correo electrónico ya estaba verificado', fr: "L'e-mail est déjà vérifié" },
  badVerificationLink: {
    en: USER_MESSAGES.badVerificationLink,
    sp: 'Este enlace de verificación no es válido o ha caducado',
    fr: 'Ce lien de vérification est invalide ou a expiré',
  },
  resetSent: {
    en: USER_MESSAGES.resetSent,
    sp: 'Si existe una cuenta con este correo, se envió un enlace para restablecer la contraseña.',
    fr: 'Si un compte existe pour cet e-mail, un lien de réinitialisation du mot de passe a été envoyé.',
  },
  passwordReset: { en: USER_MESSAGES.passwordReset, sp: 'Contraseña restablecida correctamente', fr: 'Mot de passe réinitialisé avec succès' },
  badResetLink: {
    en: USER_MESSAGES.badResetLink,
    sp: 'Este enlace de restablecimiento no es válido o ha caducado',
    fr: 'Ce lien de réinitialisation est invalide ou a expiré',
  },
  passwordChanged: { en: USER_MESSAGES.passwordChanged, sp: 'Contraseña cambiada correctamente', fr: 'Mot de passe modifié avec succès' },
  wrongCurrentPassword: { en: USER_MESSAGES.wrongCurrentPassword, sp: 'La contraseña actual es incorrecta', fr: 'Le mot de passe actuel est incorrect' },
  contactSent: {
    en: USER_MESSAGES.contactSent,
    sp: 'Gracias por escribirnos. Le responderemos pronto.',
    fr: 'Merci de nous avoir écrit. Nous vous répondrons bientôt.',
  },
  notifications: { en: USER_MESSAGES.notifications, sp: 'Notificaciones obtenidas', fr: 'Notifications récupérées' },
  invalidLogin: { en: INVALID_LOGIN_MESSAGE, sp: 'Correo electrónico o contraseña no válidos', fr: 'E-mail ou mot de passe invalide' },
  demoMode: {
    en: DEMO_MODE_MESSAGE,
    sp: 'Esta es una demostración: solo las cuentas de demostración pueden iniciar sesión.',
    fr: 'Ceci est une démonstration : seuls les comptes de démonstration peuvent se connecter.',
  },
  emailNotVerified: {
    en: EMAIL_NOT_VERIFIED_MESSAGE,
    sp: 'Verifique su correo electrónico antes de iniciar sesión.',
    fr: 'Veuillez vérifier votre e-mail avant de vous connecter.',
  },
  loggedIn: { en: 'Login Successfully', sp: 'Sesión iniciada correctamente', fr: 'Connexion réussie' },
  loggedOut: { en: LOGOUT_MESSAGE, sp: 'Sesión cerrada correctamente', fr: 'Déconnexion réussie' },
  userNotFound: { en: 'User not found', sp: 'Usuario no encontrado', fr: 'Utilisateur introuvable' },
  userDetail: { en: 'User detail fetched', sp: 'Datos del usuario obtenidos', fr: "Détails de l'utilisateur récupérés" },
  userRegistered: {
    en: ACCOUNT_MESSAGES.userRegistered,
    sp: 'Usuario registrado correctamente. Verifique su correo electrónico',
    fr: 'Utilisateur inscrit avec succès. Veuillez vérifier votre e-mail',
  },
  profileUpdated: { en: ACCOUNT_MESSAGES.profileUpdated, sp: 'Perfil actualizado correctamente', fr: 'Profil mis à jour avec succès' },
  emailChanged: { en: SETTINGS_MESSAGES.emailChanged, sp: 'Correo electrónico cambiado correctamente', fr: 'E-mail modifié avec succès' },
  emailChangePending: {
    en: SETTINGS_MESSAGES.emailChangePending,
    sp: 'Perfil actualizado correctamente. Verifique su nuevo correo electrónico para terminar el cambio',
    fr: 'Profil mis à jour avec succès. Veuillez vérifier votre nouvelle adresse e-mail pour terminer le changement',
  },
  passwordMismatch: { en: SETTINGS_MESSAGES.passwordMismatch, sp: 'Las contraseñas no coinciden', fr: 'Les mots de passe ne correspondent pas' },
  permissionsFetched: { en: 'Permissions fetched', sp: 'Permisos obtenidos', fr: 'Autorisations récupérées' },
});
