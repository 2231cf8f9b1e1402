export { useUbigeoCascade, type PlaceOption, type UbigeoCascade } from './useUbigeoCascade';
