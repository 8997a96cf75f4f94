import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocale } from 'react-aria-components';
import { countryCode } from './countries';
import { flag, flagSizes, image } from './Flag.css';

export { flagSizes };

/**
 * The address of each mapped country's flag (flag-icons has 270; only these are built): Vite
 * emits each SVG as a file of its own (vite.config.ts keeps flag-icons out of the data: URLs), so
 * this map is 75 short strings, and a flag is an ordinary <img> in the server-rendered page: no
 * script loads or swaps it in after the page starts (measured: loading 11 flags from lazy chunks
 * after hydration cost the offices page about 90 ms of Lighthouse's mobile total blocking time).
 * Keep the list in step with countries.ts (a unit test checks it).
 */
const urls = import.meta.glob<string>(
  '/node_modules/flag-icons/flags/4x3/{ae,ar,at,au,bd,be,bh,bn,br,ca,ch,cl,cn,co,cz,de,dk,eg,es,et,fi,fr,gb,gr,hk,hu,id,ie,il,in,iq,ir,it,jo,jp,ke,kh,kr,kw,kz,la,lk,ma,mm,mn,mx,my,ng,nl,no,np,nz,om,pe,ph,pk,pl,pt,qa,ro,ru,sa,se,sg,th,tl,tr,tw,tz,ua,us,uz,vn,za}.svg',
  { query: '?url', import: 'default', eager: true },
);

/** The address of a code's flag, or undefined when the package has none. */
export function flagUrl(code: string): string | undefined {
  return urls[`/node_modules/flag-icons/flags/4x3/${code}.svg`];
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
 * A country's flag from its Thai name (Thai name -> ISO 3166 code -> the flag-icons SVG, an image
 * in the server-rendered page). An unknown name logs a warning and renders nothing
 * (docs/behaviour.md#flags).
 */
export function Flag({ country, mode = 'decorative', size, className }: FlagProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const code = countryCode(country);
  const src = code ? flagUrl(code) : undefined;

  useEffect(() => {
    if (!src) console.warn(`Flag: unknown country name "${country}"; no flag shown.`);
  }, [src, country]);

  if (!code || !src) return null;
  const classes = [flag({ size }), className].filter(Boolean).join(' ');
  // Lazy: a long list's flags below the fold wait until the visitor scrolls near them.
  const img = <img src={src} alt="" className={image} loading="lazy" decoding="async" />;
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
