// Part of how Odoo 16-19 differ (versions.ts re-exports it): the web client's DOM, for the page
// scripts. Imports nothing: the content script loads this file too.

/**
 * The web client's DOM markers the page scripts read (lib/page), for 16-19. A list holds one
 * marker per version where they differ, tried in order.
 */
export const WEB_CLIENT = {
  /** The body class of a page running the web client. */
  client: 'o_web_client',
  loginForm: 'form.oe_login_form',
  /** The action's main view (not a one2many table inside a form); its class names the view type. */
  mainView: '.o_action_manager .o_view_controller',
  mainViewType: /^o_(form|list|kanban|pivot|graph|calendar|activity)_view$/,
  /** The action container (its child is the main view's controller) and the body-level container of dialogs. */
  actionManager: '.o_action_manager',
  viewController: '.o_view_controller',
  /**
   * A view's content (rows, fields) beside its head (control panel, search, pager), and the wrapper
   * around a form's control panel and content (16-19), both class names.
   */
  viewContent: 'o_content',
  formViewContainer: 'o_form_view_container',
  mainComponents: '.o-main-components-container',
  /**
   * The main components' child where dialogs come: 17-19 every overlay (dialogs, popovers, tooltips)
   * is a child of .o-overlay-container (18-19 inside an .o-overlay-item); 16 puts dialogs in a div of
   * .o_dialog_container (legacy ones in the container itself).
   */
  overlayContainer: '.o-overlay-container',
  dialogContainer: '.o_dialog_container',
  /** 17-19: the body's class while any dialog is open (dialog_service.js), as 16's dialog container's. */
  dialogOpen: 'modal-open',
  /** 16-19 mark unsaved edits on the form's renderer (form_compiler.js), not on the controller. */
  formRenderer: '.o_form_renderer',
  formDirty: 'o_form_dirty',
  /** What changes inside a view without a new controller or title: the search's facets, the pager. */
  facetContainer: '.o_searchview_input_container',
  pager: '.o_pager',
  /**
   * The record's name in the last crumb, without the status and actions beside it: 17-19
   * .o_breadcrumb .o_last_breadcrumb_item (a span holds the name); 16 has no .o_breadcrumb, the last
   * crumb is the active item of the control panel's ol.breadcrumb.
   */
  breadcrumbTitle: [
    '.o_action_manager .o_breadcrumb .o_last_breadcrumb_item > span',
    '.o_action_manager .o_breadcrumb .o_last_breadcrumb_item',
    '.o_action_manager .o_control_panel ol.breadcrumb > li.breadcrumb-item.active > span',
    '.o_action_manager .o_control_panel ol.breadcrumb > li.breadcrumb-item.active',
  ],
  /**
   * Where the Ask Weft control goes: 17-19 the breadcrumb row (after the gear); 16 the buttons row
   * under the breadcrumb on a list, the breadcrumb row on a form (16's form control panel has no
   * bottom-left; checked on real 16); the stand-in's control panel has main buttons only.
   */
  askSlots: [
    '.o_action_manager .o_control_panel .o_control_panel_breadcrumbs',
    '.o_action_manager .o_control_panel .o_cp_bottom_left',
    '.o_action_manager .o_control_panel .o_cp_top_left',
    '.o_action_manager .o_control_panel .o_control_panel_main_buttons',
  ],
  /**
   * A form's workflow buttons (the header row, 16-19 status_bar_buttons.xml: `name` is the method or
   * the action) and the status bar's current step (16-19 statusbar_field.xml: data-value holds the
   * selection's key).
   */
  workflowButton: '.o_statusbar_buttons button[name]',
  statusbarButtons: '.o_statusbar_buttons',
  statusbar: '.o_statusbar_status',
  /**
   * A dialog the form opened (a wizard: Register Payment, Send by Email), not an error or the palette,
   * and its buttons that go on (16-19: the wizard's `name`d buttons, a confirmation's primary one); the
   * ones that go back are special="cancel", unnamed secondary buttons, or the close cross.
   */
  formDialog: '.modal .modal-content:not(.o_error_dialog):not(.o_command_palette)',
  dialogGoOn: '.modal-footer button[name]:not([special]), .modal-footer button.btn-primary:not([special])',
  statusCurrent: '.o_statusbar_status .o_arrow_button_current[data-value]',
  /** A form's field widget by name, its many2one input and the suggestions list it opens while typing (16-19 autocomplete.xml). */
  fieldWidget: '.o_field_widget',
  autocompleteInput: 'input.o-autocomplete--input',
  autocompleteMenu: '.o-autocomplete--dropdown-menu',
  /**
   * Odoo's command palette (Ctrl+K), the same on 16-19 (core/commands/command_palette.xml): a dialog
   * whose search row holds the input (and the namespace sign, '/' '@' '#', outside the default one),
   * then the list of commands, or its "no result" line.
   */
  palette: '.o_command_palette',
  paletteSearch: '.o_command_palette_search',
  paletteNamespace: '.o_namespace',
  paletteEmpty: '.o_command_palette_listbox_empty',
  errorDialog: '.modal .o_error_dialog',
  errorDialogClass: 'o_error_dialog',
  /** A search's facets (label and values apart) and the "no records" helper. */
  facet: '.o_searchview_facet',
  facetLabel: '.o_searchview_facet_label',
  facetValue: '.o_facet_value',
  noContent: '.o_action_manager .o_view_nocontent',
  /** The main list's ticked rows (readListState checks the selection against them). */
  listFacets: '.o_action_manager .o_searchview_facet',
  checkedRows: '.o_action_manager .o_data_row .o_list_record_selector input:checked',
} as const;
