import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { NameField } from '../../ui/FormFields.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { tagMessages as t } from './messages.ts';
import { tagSchema, type TagFormValues } from './schema.ts';

interface TagDialogProps {
  open: boolean;
  /** The tag being renamed; absent: a new tag. */
  tag?: { name: string } | undefined;
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(name: string): Promise<void>;
  onClose(): void;
}

const TITLE_ID = 'tag-dialog-title';

/** The create/edit dialog of /tags (docs/areas/restaurants.md#tags: the name is required). */
export const TagDialog = formDialog<TagDialogProps>(TITLE_ID, TagForm);

function TagForm({ tag, onSave }: TagDialogProps) {
  const mode = tag ? 'edit' : 'create';
  // A name already taken (the server's 409) stays under the field until it is edited.
  const { content, field } = useDialogForm<TagFormValues>({
    initialValues: { name: tag?.name ?? '' },
    validationSchema: tagSchema,
    onSave: (values) => onSave(values.name.trim()),
    failed: t.dialog.failed,
    logLabel: 'tags',
  });

  return (
    <FormDialogContent titles={t.dialog} mode={mode} {...content}>
      <NameField {...field('name', 'tag')} label={t.dialog.name} />
    </FormDialogContent>
  );
}
