import { Link } from 'react-router';
import type { ShellData } from '../../../server/shell/types';
import { useT } from '../../lib/texts';
import { Carousel } from '../ui/Carousel';
import styles from './BannerCarousel.module.css';

type Banner = ShellData['banners'][number];

/** Banner images live under /media/banners unless the banner names a full path. */
function bannerImage(banner: Banner): string | null {
  if (banner.coverUrl) return banner.coverUrl;
  if (!banner.img) return null;
  return banner.img.startsWith('/') ? banner.img : `/media/banners/${banner.img}`;
}

/** Spec 1 §2.2 latest-book banners (own shop), autoplaying every 6000 ms with a ~1000 ms transition. */
export function BannerCarousel({ banners }: { banners: ShellData['banners'] }) {
  const t = useT();
  const slides = banners.map((banner, i) => {
    const image = bannerImage(banner);
    return (
      <div key={i} className={styles.banner}>
        {image ? (
          <img
            className={styles.cover}
            src={image}
            alt=""
            width={96}
            height={144}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <div className={styles.text}>
          <p className={styles.kicker}>{t('shell.banner_kicker')}</p>
          <p className={styles.title}>{banner.text1}</p>
          {banner.text2 ? <p className={styles.sub}>{banner.text2}</p> : null}
          {banner.href ? (
            <Link to={banner.href} className={styles.cta}>
              {t('shell.banner_cta')}
              <span className="visually-hidden">: {banner.text1}</span>
            </Link>
          ) : null}
        </div>
      </div>
    );
  });
  return (
    <Carousel label={t('shell.banner_label')} slides={slides} delay={6000} speed={1000} variant="banner" />
  );
}
