import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { countryCode } from './countries';
import { flag, flagSizes, image } from './Flag.css';

export { flagSizes };

/**
 * One lazy loader per flag of the mapped countries only (flag-icons has 270): each resolves to
 * the SVG's address, emitted by Vite as its own asset. Keep the list in step with countries.ts
 * (a unit test checks it).
 */
const loaders = import.meta.glob<string>(
  '/node_modules/flag-icons/flags/4x3/{ae,ar,at,au,bd,be,bh,bn,br,ca,ch,cl,cn,co,cz,de,dk,eg,es,et,fi,fr,gb,gr,hk,hu,id,ie,il,in,iq,ir,it,jo,jp,ke,kh,kr,kw,kz,la,lk,ma,mm,mn,mx,my,ng,nl,no,np,nz,om,pe,ph,pk,pl,pt,qa,ro,ru,sa,se,sg,th,tl,tr,tw,tz,ua,us,uz,vn,za}.svg',
  { query: '?url', import: 'default' },
);

/** The loader of a code's flag, or undefined when the package has none. */
export function flagLoader(code: string): (() => Promise<string>) | undefined {
  return loaders[`/node_modules/flag-icons/flags/4x3/${code}.svg`];
}

export interface FlagProps {
  /** The country's Thai name, as the CMS writes it (e.g. "ญี่ปุ่น"). */
  country: string;
  /**
   * 'decorative' when the country's name is written beside the flag (hidden from assistive
   * technology); 'labelled' when the flag stands alone (named "Flag of Japan" in the visitor's
   * language). @default 'decorative'
   */
  mode?: 'decorative' | 'labelled';
  /** @default 'md' */
  size?: (typeof flagSizes)[number];
  /** Layout-only class. */
  className?: string;
}

/**
 * A country's flag from its Thai name (Thai name -> ISO 3166 code -> the flag-icons SVG, loaded
 * lazily). An unknown name logs a warning and renders nothing
 * (docs/behaviour.md#flags).
 */
export function Flag({ country, mode = 'decorative', size, className }: FlagProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const code = countryCode(country);
  const load = code ? flagLoader(code) : undefined;
  const [url, setUrl] = useState<{ code: string; src: string } | null>(null);

  useEffect(() => {
    if (!load || !code) {
      console.warn(`Flag: unknown country name "${country}"; no flag shown.`);
      return;
    }
    let live = true;
    load()
      .then((src) => {
        if (live) setUrl({ code, src });
      })
      .catch((error: unknown) => console.warn(`Flag: could not load the flag of ${code}`, error));
    return () => {
      live = false;
    };
  }, [code, load, country]);

  if (!code || !load) return null;
  const classes = [flag({ size }), className].filter(Boolean).join(' ');
  const img = url?.code === code ? <img src={url.src} alt="" className={image} /> : null;
  if (mode === 'decorative') {
    return (
      <span className={classes} aria-hidden="true">
        {img}
      </span>
    );
  }
  let name = code.toUpperCase();
  try {
    name = new Intl.DisplayNames([locale], { type: 'region' }).of(name) ?? name;
  } catch {
    // Older engines without DisplayNames: the code is still a usable name.
  }
  return (
    <span className={classes} role="img" aria-label={t`Flag of ${name}`}>
      {img}
    </span>
  );
}
