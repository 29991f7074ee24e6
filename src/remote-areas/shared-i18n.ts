// The part of react-i18next an area uses with the portal's one i18next (see shared-surfaces.ts).
export { I18nContext, Trans, Translation, useTranslation, withTranslation } from 'react-i18next';
