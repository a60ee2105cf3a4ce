// Component tests render feature views without their route chunk's entry module, so every lazily
// registered text bundle is registered here up front.
import "./features/admin/admin-i18n";
import "./features/writing/writing-feedback-i18n";
