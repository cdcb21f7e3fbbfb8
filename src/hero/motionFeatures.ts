/**
 * The animation features the wave bands need, in their own module so `LazyMotion` can load them
 * after the first paint instead of shipping them in the page's first script.
 */
import { domAnimation } from 'framer-motion';

export default domAnimation;
