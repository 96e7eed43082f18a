package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.profile.ProfileInfo;
import io.tenantdesk.aws.profile.ProfileKind;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.TaskSlot;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The connection dialog's line about the chosen profile's IAM Identity Center sign-in: whether the profile is an SSO
 * one, and what the token cache says of it, read in the background (only the latest choice's answer is shown).
 */
final class SsoStatusLine {

    private final SsoTokens tokens;
    private final BackgroundTasks tasks;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "ssoStatus", "");
    private final ReadOnlyBooleanWrapper ssoProfile = new ReadOnlyBooleanWrapper(this, "ssoProfile");
    private final TaskSlot reads = new TaskSlot();

    SsoStatusLine(SsoTokens tokens, BackgroundTasks tasks) {
        this.tokens = tokens;
        this.tasks = tasks;
    }

    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty ssoProfileProperty() {
        return ssoProfile.getReadOnlyProperty();
    }

    /** Shows the sign-in of {@code chosen} (none for a profile of another kind, or before the profiles are read). */
    void show(ProfileInfo chosen, ProfileListing profiles) {
        boolean sso =
                chosen != null && (chosen.kind() == ProfileKind.SSO_SESSION || chosen.kind() == ProfileKind.LEGACY_SSO);
        ssoProfile.set(sso);
        status.set("");
        if (!sso || profiles == null) {
            reads.clear();
            return;
        }
        tasks.runLatest(
                reads,
                c -> statusText(profiles, chosen),
                new CancelToken(),
                status::set,
                failure -> status.set(failure.getMessage()));
    }

    /** Reads the token cache: run it in the background. */
    private String statusText(ProfileListing profiles, ProfileInfo chosen) {
        try {
            return tokens.status(SsoSessionConfig.forProfile(profiles, chosen.name()))
                    .message();
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }
}
