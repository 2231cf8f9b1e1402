import {
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonImageUpload,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuControlsContainer,
  MenuDivider,
  useRichTextEditorContext,
} from 'mui-tiptap';
import { richTextTexts } from '../texts';
import EmojiPicker from './EmojiPicker';
import { IMAGE_ACCEPT, isAllowedImage, readImage } from './imageFiles';

const labels = richTextTexts.toolbar;

interface EditorToolbarProps {
  /** Told after each pick whether some file was refused for its type. */
  onImagesChecked: (rejected: boolean) => void;
}

/** Formatting, link, emoji and image controls, labelled in Spanish. */
export default function EditorToolbar({ onImagesChecked }: EditorToolbarProps) {
  const editor = useRichTextEditorContext();
  const uploadImages = (files: File[]) => {
    const allowed = files.filter(isAllowedImage);
    onImagesChecked(allowed.length < files.length);
    return Promise.all(allowed.map(readImage));
  };
  return (
    <MenuControlsContainer>
      <MenuButtonBold tooltipLabel={labels.bold} />
      <MenuButtonItalic tooltipLabel={labels.italic} />
      <MenuDivider />
      <MenuButtonBulletedList
        tooltipLabel={labels.bulletList}
        tooltipShortcutKeys={['mod', 'Mayús', '8']}
      />
      <MenuButtonOrderedList
        tooltipLabel={labels.orderedList}
        tooltipShortcutKeys={['mod', 'Mayús', '7']}
      />
      <MenuDivider />
      <MenuButtonEditLink tooltipLabel={labels.link} tooltipShortcutKeys={['mod', 'Mayús', 'U']} />
      <EmojiPicker
        disabled={!editor?.isEditable}
        onSelect={(emoji) => editor?.chain().focus().insertContent(emoji).run()}
      />
      <MenuButtonImageUpload
        tooltipLabel={labels.image}
        onUploadFiles={uploadImages}
        inputProps={{
          'aria-label': richTextTexts.imageInput,
          accept: IMAGE_ACCEPT,
          multiple: false,
        }}
      />
    </MenuControlsContainer>
  );
}
