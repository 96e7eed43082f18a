package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.profile.AwsFileLocations;
import io.tenantdesk.aws.profile.AwsSettings;
import io.tenantdesk.aws.profile.ProfileInfo;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.settings.ConnectionSettings;
import io.tenantdesk.settings.ReadOnlyDecision;
import io.tenantdesk.settings.ReadOnlyPolicy;
import io.tenantdesk.settings.RecentConnection;
import io.tenantdesk.settings.SettingsLoad;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.net.URI;
import java.time.Clock;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Choosing a connection: an AWS profile (with its SSO login when it needs one) or a local endpoint, the region,
 * an optional DynamoDB endpoint, the table-name mapping, and read-only — on by default for profiles that look
 * like production. Connecting builds the client and asks STS who is acting, off the UI thread.
 */
public final class ConnectionDialogViewModel {

    private final ConnectionServices services;
    private final BackgroundTasks tasks;
    private final Clock clock;
    private final BooleanProperty local = new SimpleBooleanProperty(this, "local");
    private final ObservableList<ProfileInfo> profiles = FXCollections.observableArrayList();
    private final ObjectProperty<ProfileInfo> profile = new SimpleObjectProperty<>(this, "profile");
    private final StringProperty localEndpoint = new SimpleStringProperty(this, "localEndpoint", "");
    private final StringProperty region = new SimpleStringProperty(this, "region", "");
    private final ReadOnlyStringWrapper regionSource = new ReadOnlyStringWrapper(this, "regionSource", "");
    private final StringProperty endpointOverride = new SimpleStringProperty(this, "endpointOverride", "");
    private final StringProperty tablePrefix = new SimpleStringProperty(this, "tablePrefix", "");
    private final StringProperty tableSuffix = new SimpleStringProperty(this, "tableSuffix", "");
    private final StringProperty tableMap = new SimpleStringProperty(this, "tableMap", "");
    private final StringProperty auditTable = new SimpleStringProperty(this, "auditTable", "");
    private final BooleanProperty readOnly = new SimpleBooleanProperty(this, "readOnly", true);
    private final ReadOnlyStringWrapper readOnlyReason = new ReadOnlyStringWrapper(this, "readOnlyReason", "");
    private final ReadOnlyStringWrapper problems = new ReadOnlyStringWrapper(this, "problems", "");
    private final ReadOnlyStringWrapper noProfiles = new ReadOnlyStringWrapper(this, "noProfiles", "");
    /** What reading the AWS files and the settings found wrong, one a line. */
    private String readProblems = "";

    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private ConnectionSettings settings = ConnectionSettings.defaults();
    private ProfileListing listing;
    private final SsoStatusLine sso;
    private final DeviceLogin deviceLogin;

    public ConnectionDialogViewModel(ConnectionServices services, UiExecutors executors, Clock clock) {
        this.services = services;
        this.tasks = BackgroundTasks.withoutLogin(executors);
        this.clock = clock;
        this.sso = new SsoStatusLine(services.tokens(), tasks);
        this.deviceLogin = new DeviceLogin(services, tasks);
        profile.addListener((obs, old, now) -> profileChosen(now));
        local.addListener((obs, old, now) -> {
            decideReadOnly();
            showAuditTable();
            showProblems();
        });
        localEndpoint.addListener((obs, old, now) -> showAuditTable());
    }

    // Properties

    public BooleanProperty localProperty() {
        return local;
    }

    public ObservableList<ProfileInfo> profiles() {
        return profiles;
    }

    public ObjectProperty<ProfileInfo> profileProperty() {
        return profile;
    }

    public StringProperty localEndpointProperty() {
        return localEndpoint;
    }

    public StringProperty regionProperty() {
        return region;
    }

    /** Where the region shown came from ("from AWS_REGION", "from profile `dev`"), or that none is known. */
    public ReadOnlyStringProperty regionSourceProperty() {
        return regionSource.getReadOnlyProperty();
    }

    public StringProperty endpointOverrideProperty() {
        return endpointOverride;
    }

    public StringProperty tablePrefixProperty() {
        return tablePrefix;
    }

    public StringProperty tableSuffixProperty() {
        return tableSuffix;
    }

    /** Explicit {@code logical=physical} lines. */
    public StringProperty tableMapProperty() {
        return tableMap;
    }

    /**
     * The shared audit table this connection records its writes in (e.g. {@code tenantdesk-audit}), kept in the
     * settings for the profile or endpoint; blank for none.
     */
    public StringProperty auditTableProperty() {
        return auditTable;
    }

    /** The audit table named, if any. */
    public Optional<String> auditTable() {
        String name = auditTable.get() == null ? "" : auditTable.get().strip();
        return name.isEmpty() ? Optional.empty() : Optional.of(name);
    }

    public BooleanProperty readOnlyProperty() {
        return readOnly;
    }

    /** Why read-only is on or off by default, e.g. "profile name matches the production pattern *prod*". */
    public ReadOnlyStringProperty readOnlyReasonProperty() {
        return readOnlyReason.getReadOnlyProperty();
    }

    /** Problems reading the AWS files or Tenantdesk's settings; other profiles are still listed. */
    public ReadOnlyStringProperty problemsProperty() {
        return problems.getReadOnlyProperty();
    }

    /** Why the profile list is empty and what to do, or empty when it lists profiles; the list shows it. */
    public ReadOnlyStringProperty noProfilesProperty() {
        return noProfiles.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty ssoStatusProperty() {
        return sso.statusProperty();
    }

    public ReadOnlyBooleanProperty ssoProfileProperty() {
        return sso.ssoProfileProperty();
    }

    /** While logging in: the code to confirm in the browser. */
    public ReadOnlyStringProperty loginCodeProperty() {
        return deviceLogin.codeProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True when Connect can be pressed. */
    public BooleanBinding canConnect() {
        return Bindings.createBooleanBinding(
                () -> !busy.get()
                        && (local.get() ? !localEndpoint.get().isBlank() : profile.get() != null)
                        && mapping().error() == null,
                busy,
                local,
                localEndpoint,
                profile,
                tablePrefix,
                tableSuffix,
                tableMap);
    }

    // Commands

    /** Reads the profiles and Tenantdesk's settings (in the background); preselects the current profile. */
    public void load() {
        busy.set(true);
        record Loaded(ProfileListing listing, SettingsLoad settings) {}
        tasks.run(
                () -> new Loaded(services.catalog().load(), services.settings().load()),
                loaded -> {
                    busy.set(false);
                    listing = loaded.listing();
                    SettingsLoad settingsLoad = loaded.settings();
                    settings = settingsLoad.settings();
                    StringBuilder text = new StringBuilder();
                    listing.problems().forEach(p -> text.append(p).append('\n'));
                    settingsLoad.problem().ifPresent(p -> text.append(p).append('\n'));
                    readProblems = text.toString().strip();
                    noProfiles.set(listing.profiles().isEmpty() ? noProfiles(listing.locations()) : "");
                    profiles.setAll(listing.profiles());
                    local.set(profiles.isEmpty());
                    listing.current().or(() -> profiles.stream().findFirst()).ifPresent(profile::set);
                    decideReadOnly();
                    showAuditTable();
                    showProblems();
                },
                failure -> {
                    busy.set(false);
                    readProblems = failure.getMessage();
                    showProblems();
                });
    }

    /** Logs the chosen SSO profile in with a device code, as {@code aws sso login --use-device-code} does. */
    public void login() {
        ProfileInfo chosen = profile.get();
        if (chosen == null || listing == null) {
            return;
        }
        SsoSessionConfig session;
        try {
            session = SsoSessionConfig.forProfile(listing, chosen.name());
        } catch (RuntimeException e) {
            message.set(e.getMessage());
            return;
        }
        busy.set(true);
        message.set("Starting the IAM Identity Center login…");
        deviceLogin.start(session, message::set, text -> {
            busy.set(false);
            message.set(text);
            sso.show(chosen, listing);
        });
    }

    public void cancelLogin() {
        deviceLogin.cancel();
    }

    /**
     * Connects in the background; {@code connected} gets the connection on the UI thread, with the SSO session
     * of its profile when it has one (so the console can log in again later).
     */
    public void connect(java.util.function.BiConsumer<Connection, Optional<SsoSessionConfig>> connected) {
        Optional<ConnectionSpec> spec = spec();
        if (spec.isEmpty()) {
            return;
        }
        busy.set(true);
        message.set("Connecting to " + spec.get().describe() + "…");
        ReadOnlyPolicy policy = new ReadOnlyPolicy(settings);
        tasks.run(
                () -> services.connector(policy).connect(spec.get()),
                connection -> {
                    busy.set(false);
                    remember(spec.get());
                    message.set("");
                    connected.accept(connection, ssoSession());
                },
                failure -> {
                    busy.set(false);
                    message.set(failure.getMessage()
                            + (failure instanceof ConnectionException c && c.loginRequired()
                                    ? " Use “Log in” and connect again."
                                    : ""));
                });
    }

    private Optional<SsoSessionConfig> ssoSession() {
        ProfileInfo chosen = profile.get();
        if (local.get()
                || chosen == null
                || listing == null
                || !sso.ssoProfileProperty().get()) {
            return Optional.empty();
        }
        try {
            return Optional.of(SsoSessionConfig.forProfile(listing, chosen.name()));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private Optional<ConnectionSpec> spec() {
        MappingText.Parsed parsed = mapping();
        if (parsed.error() != null) {
            message.set(parsed.error());
            return Optional.empty();
        }
        if (auditTable().filter(name -> !name.matches("[A-Za-z0-9_.-]{3,255}")).isPresent()) {
            message.set("The audit table name `" + auditTable().get() + "` is not a DynamoDB table name: 3 to 255 "
                    + "letters, digits, '_', '-' and '.'.");
            return Optional.empty();
        }
        try {
            ConnectionSpec spec = local.get()
                    ? ConnectionSpec.local(URI.create(localEndpoint.get().strip()))
                    : ConnectionSpec.profile(profile.get().name());
            if (!local.get() && !region.get().isBlank()) {
                spec = spec.withRegion(region.get().strip());
            }
            if (!local.get() && !endpointOverride.get().isBlank()) {
                spec = spec.withEndpointOverride(
                        URI.create(endpointOverride.get().strip()));
            }
            return Optional.of(spec.withTables(parsed.mapping()).withReadOnly(readOnly.get()));
        } catch (IllegalArgumentException e) {
            message.set(e.getMessage());
            return Optional.empty();
        }
    }

    private MappingText.Parsed mapping() {
        return MappingText.parse(tablePrefix.get(), tableSuffix.get(), tableMap.get());
    }

    private void profileChosen(ProfileInfo chosen) {
        Optional<AwsSettings.Setting> effective = chosen == null
                ? Optional.empty()
                : AwsSettings.region(services.catalog().env(), Optional.ofNullable(listing), chosen.name());
        region.set(effective.map(AwsSettings.Setting::value).orElse(""));
        regionSource.set(effective
                .map(setting -> "Region from " + setting.source() + "; type another to use it instead.")
                .orElse(chosen == null ? "" : "Neither the profile nor AWS_REGION names a region: type one."));
        sso.show(chosen, listing);
        decideReadOnly();
        showAuditTable();
    }

    /** Shows the audit table the settings name for the profile or endpoint chosen. */
    private void showAuditTable() {
        Optional<ConnectionSpec> place;
        try {
            place = local.get()
                    ? Optional.of(
                            ConnectionSpec.local(URI.create(localEndpoint.get().strip())))
                    : Optional.ofNullable(profile.get()).map(p -> ConnectionSpec.profile(p.name()));
        } catch (IllegalArgumentException e) {
            place = Optional.empty();
        }
        auditTable.set(place.flatMap(settings::auditTable).orElse(""));
    }

    private void decideReadOnly() {
        if (local.get()) {
            readOnly.set(false);
            readOnlyReason.set("A local endpoint is writable unless you choose otherwise.");
            return;
        }
        ProfileInfo chosen = profile.get();
        if (chosen == null) {
            readOnlyReason.set("");
            return;
        }
        ReadOnlyDecision decision =
                new ReadOnlyPolicy(settings).decide(Optional.of(chosen.name()), chosen.accountId(), false);
        readOnly.set(decision.readOnly());
        readOnlyReason.set(decision.reason());
    }

    /**
     * What reading the files found wrong; while a local endpoint is chosen, why there is no profile too (the empty
     * profile list that says so is hidden then).
     */
    private void showProblems() {
        boolean unsaid = local.get() && !noProfiles.get().isEmpty();
        problems.set(unsaid ? (noProfiles.get() + "\n" + readProblems).strip() : readProblems);
    }

    /** What to do when the AWS files hold no profile at all. */
    static String noProfiles(AwsFileLocations files) {
        return "No AWS profile was found in " + files.configFile() + " or " + files.credentialsFile()
                + ". To reach AWS, set one up with “aws configure sso” (IAM Identity Center) or “aws configure”"
                + " (access keys), then open Connect again; or connect to a local endpoint.";
    }

    /** Saves in the background: saving re-reads the file and writes a temporary one. */
    private void remember(ConnectionSpec spec) {
        settings = settings.withRecent(new RecentConnection(spec, clock.instant()))
                .withAuditTable(spec, auditTable().orElse(""));
        ConnectionSettings changed = settings;
        tasks.run(
                () -> {
                    services.settings().save(changed);
                    return changed;
                },
                saved -> {},
                failure -> problems.set("Could not remember this connection: " + failure.getMessage()));
    }
}
