export { default as Carousel, CAROUSEL_STEP, type CarouselProps } from './Carousel';
