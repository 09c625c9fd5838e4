import { useEffect, useState } from 'react';
import { useTranslation } from '@freight/i18n';
import { LoadingState } from '@freight/ui';
import { loadedVersions, registerRemotesFromManifest, remotesManifest, type RemotesManifest } from '../federation/remotes';

interface RemoteVersion {
  name: string;
  url: string;
  /** buildInfo.buildVersion of the manifest being served now, or undefined when it does not answer. */
  deployed?: string;
}

async function readDeployedVersions(manifest: RemotesManifest): Promise<RemoteVersion[]> {
  return Promise.all(
    Object.entries(manifest).map(async ([name, url]) => {
      try {
        const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(10_000) });
        const body = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
        return { name, url, deployed: body.metaData?.buildInfo?.buildVersion };
      } catch {
        return { name, url };
      }
    }),
  );
}

/** The shell's version and each remote's, read from their manifests, so a team sees its release is live. */
export function VersionsPage() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<RemoteVersion[]>();
  useEffect(() => {
    let live = true;
    const manifest = Object.keys(remotesManifest()).length > 0 ? Promise.resolve(remotesManifest()) : registerRemotesFromManifest();
    manifest.then(readDeployedVersions).then(
      (found) => live && setRows(found),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-labelledby="versions-title">
      <h1 id="versions-title">{t('versions.title')}</h1>
      {!rows ? (
        <LoadingState />
      ) : (
        // On a phone the table scrolls inside its own box (focusable, so a keyboard can scroll it), not the page.
        <div className="table-scroller" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('versions.module')}</th>
                <th scope="col">{t('versions.version')}</th>
                <th scope="col">{t('versions.loaded')}</th>
                <th scope="col">{t('versions.manifest')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t('versions.shell')}</td>
                <td>{__APP_VERSION__}</td>
                <td>{__APP_VERSION__}</td>
                <td>/remotes.json</td>
              </tr>
              {rows.map((row) => (
                <tr key={row.name}>
                  <td>{row.name}</td>
                  <td>{row.deployed ?? t('versions.unavailable')}</td>
                  <td>{loadedVersions.get(row.name) ?? t('versions.notLoaded')}</td>
                  <td>{row.url}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
