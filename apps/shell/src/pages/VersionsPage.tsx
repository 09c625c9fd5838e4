import { useTranslation } from 'react-i18next';
import { loadedVersions, remotesManifest } from '../federation/remotes';

/** The shell's version and each remote's, as loaded on this page, so a team sees its release is live. */
export function VersionsPage() {
  const { t } = useTranslation();
  const manifest = remotesManifest();
  return (
    <section aria-labelledby="versions-title">
      <h1 id="versions-title">{t('versions.title')}</h1>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('versions.module')}</th>
            <th scope="col">{t('versions.version')}</th>
            <th scope="col">{t('versions.manifest')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('versions.shell')}</td>
            <td>{__APP_VERSION__}</td>
            <td>/remotes.json</td>
          </tr>
          {Object.entries(manifest).map(([name, url]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{loadedVersions.get(name) ?? t('versions.notLoaded')}</td>
              <td>{url}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
