/**
 * Spanish texts of the component library, copied verbatim from spec §4, §5, §8 and §9 (including
 * the spec's own spellings), one module per component so that a page downloads only the texts of
 * the components it shows.
 */
export { requiredMessage } from './requiredMessage';
export { loaderTexts } from './loader';
export { badgeTexts } from './badge';
export { tagTexts } from './tag';
export { checkboxTexts } from './checkbox';
export { dropdownTexts } from './dropdown';
export { fileInputTexts } from './fileInput';
export { photoUploadTexts } from '@/lib/files/photoUploadTexts';
export { cvDropzoneTexts } from './cvDropzone';
export { modalTexts } from './modal';
export { multiSelectTexts } from './multiSelect';
export { toastTexts } from './toast';
export { tabsTexts } from './tabs';
export { doughnutTexts } from './doughnut';
export { tooltipTexts } from './tooltip';
export { selectTexts } from './select';
export { tableTexts } from './table';
export { paginationTexts } from './pagination';
export { progressBarTexts } from './progressBar';
export { carouselTexts } from './carousel';
export { breadcrumbsTexts } from './breadcrumbs';
export { textFieldTexts } from './textField';
export { signInTexts } from './signIn';
export { textAreaTexts } from './textArea';
export { richTextTexts } from './richText';
export { smsCodeTexts } from '@/lib/verification/smsCodeTexts';
export { datePickerTexts } from './datePicker';
export { ratingTexts } from './rating';
export { videoEmbedTexts } from './videoEmbed';
export { loadErrorTexts } from './loadError';
export { systemMessageTexts } from './systemMessage';
export { ubigeoTexts } from './ubigeo';
export { weekGridTexts } from './weekGrid';
