-- Neovim's built-in LSP client attached to `alertlint lsp` (Tools/test-lsp.sh runs it):
-- opens $ALERTLINT_SPEC, waits for the server's diagnostics and writes them to
-- $ALERTLINT_OUT as "line:col severity code" lines (0-based line, byte column, as Neovim
-- keeps them after converting LSP's UTF-16 positions). Works from Neovim 0.7 on:
-- `vim.lsp.start` (0.8) would do start_client and buf_attach_client in one call.
local alertlint = assert(os.getenv("ALERTLINT"), "ALERTLINT is not set")
local spec = assert(os.getenv("ALERTLINT_SPEC"), "ALERTLINT_SPEC is not set")
local out = assert(os.getenv("ALERTLINT_OUT"), "ALERTLINT_OUT is not set")

vim.cmd("edit " .. vim.fn.fnameescape(spec))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "alertlint",
  cmd = { alertlint, "lsp" },
  root_dir = vim.fn.fnamemodify(spec, ":h"),
})
vim.lsp.buf_attach_client(buffer, client)

local arrived = vim.wait(30000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
local lines = {}
if not arrived then table.insert(lines, "timeout: no diagnostics") end
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  local lsp = (diagnostic.user_data or {}).lsp or {}
  table.insert(lines, string.format("%d:%d %d %s", diagnostic.lnum, diagnostic.col, diagnostic.severity, lsp.code or diagnostic.code or "?"))
end
table.sort(lines)
vim.fn.writefile(lines, out)
vim.lsp.stop_client(client)
vim.cmd("qall!")
