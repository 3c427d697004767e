import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expand, type TreeNode, toggle } from './filter-tree';

/** The analytics filter checkbox tree: parents with expandable children; emits the ids of all checked items. */
export function FilterTree({
  tree,
  checked,
  onChange,
}: {
  tree: TreeNode[];
  checked: ReadonlySet<string>;
  onChange(next: Set<string>): void;
}) {
  const { t } = useTranslation('sprint-checkin');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ typography: 'overline', color: 'text.secondary' }}>
        {t('analytics.filter')}
      </Box>
      {tree.map((n) => {
        const some = n.children.some((c) => checked.has(c.id));
        const all = n.children.every((c) => checked.has(c.id));
        const isOpen = open.has(n.id);
        return (
          <Box key={n.id}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel
                sx={{ flex: 1, mr: 0 }}
                control={
                  <Checkbox
                    checked={checked.has(n.id)}
                    indeterminate={checked.has(n.id) && some && !all}
                    onChange={() => onChange(toggle(tree, checked, n.id))}
                  />
                }
                label={n.label}
              />
              {n.children.length > 0 && (
                <IconButton
                  size="small"
                  aria-expanded={isOpen}
                  aria-label={t(isOpen ? 'analytics.collapse' : 'analytics.expand', { name: n.label })}
                  onClick={() => {
                    const next = new Set(open);
                    if (isOpen) next.delete(n.id);
                    else {
                      next.add(n.id);
                      onChange(expand(tree, checked, n.id));
                    }
                    setOpen(next);
                  }}
                >
                  {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              )}
            </Box>
            {isOpen && (
              <Box sx={{ pl: 4, display: 'grid' }}>
                {n.children.map((c) => (
                  <FormControlLabel
                    key={c.id}
                    control={
                      <Checkbox
                        checked={checked.has(c.id)}
                        onChange={() => onChange(toggle(tree, checked, c.id))}
                      />
                    }
                    label={c.label}
                  />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
