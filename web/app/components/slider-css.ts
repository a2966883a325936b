// Swiper's styles, imported only by the route modules that render a <Slider>, so pages
// without sliders don't download them.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/a11y';
import '../styles/slider.css';
