// The home page's hero carousel.
export { HeroCarousel, type HeroSlide } from './components/hero-carousel';
