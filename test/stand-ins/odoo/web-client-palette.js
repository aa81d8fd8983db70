// Stand-in web client, part 5: the command palette (Ctrl+K) as 16-19 render it (command_palette.xml):
// a dialog under the main components container, its search row and input, then the commands that
// match what is typed or the "No result found" line. Enter runs the focused command and Escape
// closes, both from a window listener, as Odoo's hotkey service does.
/* global window, document, el, esc, navigate, cfg, hashUrl, PATH_ROUTING, addDialog */

const PALETTE_COMMANDS = () => [
  { name: 'Create', run: () => document.querySelector('.o_list_button_add, .o_form_button_create')?.click() },
  ...cfg.actions.map((a) => ({ name: a.name, run: () => navigate(PATH_ROUTING ? `/odoo/${a.path}` : hashUrl({ action: a, model: a.model, viewType: 'list' })) })),
];

function openPalette() {
  if (document.querySelector('.o_command_palette')) return;
  const dialog = el(`<div class="o_dialog"><div role="dialog" class="modal d-block o_technical_modal" tabindex="-1"><div class="modal-dialog modal-md">
    <div class="modal-content o_command_palette"><main class="modal-body"><div>
    <div class="o_command_palette_search input-group"><input class="form-control border-0 p-0" type="text" data-allow-hotkeys="true" placeholder="Search for a command..."></div>
    <div role="listbox" class="o_command_palette_listbox"></div></div></main></div></div></div></div>`);
  const input = dialog.querySelector('input');
  const list = dialog.querySelector('.o_command_palette_listbox');
  let shown = [];
  const render = () => {
    const typed = input.value.trim().toLowerCase();
    shown = PALETTE_COMMANDS().filter((c) => c.name.toLowerCase().includes(typed));
    list.innerHTML = shown.length
      ? `<div class="o_command_category">${shown.map((c, i) => `<div class="o_command${i === 0 ? ' focused' : ''}"><a><span class="o_command_name">${esc(c.name)}</span></a></div>`).join('')}</div>`
      : '<div class="o_command_palette_listbox_empty">No result found</div>';
  };
  input.addEventListener('input', render);
  dialog.close = () => dialog.remove();
  dialog.runFocused = () => {
    const command = shown[0];
    dialog.remove();
    if (command) command.run();
  };
  render();
  addDialog(dialog);
  input.focus();
}

window.addEventListener('keydown', (event) => {
  const open = document.querySelector('.o_command_palette');
  if (event.ctrlKey && event.key.toLowerCase() === 'k') {
    event.preventDefault();
    openPalette();
  } else if (open && event.key === 'Enter') {
    open.closest('.o_dialog').runFocused();
  } else if (open && event.key === 'Escape') {
    open.closest('.o_dialog').close();
  }
});
