import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// Spec §1: the login page's three promises, rotating every 3.5 s.
const SLIDES = [
  {
    title: 'A variety of projects to choose from',
    text: 'Roofing, solar, remodels and more, posted by homeowners in the zip codes you serve.',
  },
  {
    title: '30% more jobs',
    text: 'Pro+ members win about 30% more jobs with priority placement and unlimited project leads.',
  },
  {
    title: 'Unlimited project leads',
    text: 'Bid on every project that fits your services, with no cap on the leads you can reach.',
  },
] as const;
const ROTATE_MS = 3500;

export function PromoSlides() {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  useEffect(() => {
    if (isPaused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [isPaused]);
  const slide = SLIDES[index];
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Why pros choose HomeBid"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      className="flex h-full flex-col justify-center rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white"
    >
      <div aria-live={isPaused ? 'polite' : 'off'} className="min-h-40">
        <p className="text-sm uppercase tracking-widest text-brand-200">
          {index + 1} / {SLIDES.length}
        </p>
        <h2 className="mt-3 text-3xl font-bold">{slide.title}</h2>
        <p className="mt-3 text-brand-100">{slide.text}</p>
        <Link to={paths.faqs} className="mt-6 inline-block font-semibold text-accent-500 underline underline-offset-4">
          Learn more
        </Link>
      </div>
      <div className="mt-8 flex gap-1">
        {SLIDES.map((s, i) => (
          // A 24 px target around the dot (WCAG 2.2 target size).
          <button
            key={s.title}
            type="button"
            aria-label={`Show slide ${i + 1}: ${s.title}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className="flex h-6 min-w-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`h-2.5 rounded-full transition-all ${i === index ? 'w-8 bg-white' : 'w-2.5 bg-white/40'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
