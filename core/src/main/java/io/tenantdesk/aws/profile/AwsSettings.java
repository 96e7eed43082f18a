package io.tenantdesk.aws.profile;

import io.tenantdesk.host.HostEnvironment;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * The settings the AWS CLI v2 and the SDKs take from the environment first and from the profile second: the
 * region, the endpoints of the services Tenantdesk calls, and the CA bundle. Read through {@link HostEnvironment},
 * so that what the console shows and what its clients use are the same thing, and tests can set them.
 */
public final class AwsSettings {

    /** A value and where it came from ("AWS_REGION", "profile `dev`"), for messages and the console. */
    public record Setting(String value, String source) {

        public Setting {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(source, "source");
        }
    }

    /** An endpoint someone configured for a service, and where. */
    public record Endpoint(URI uri, String source) {

        public Endpoint {
            Objects.requireNonNull(uri, "uri");
            Objects.requireNonNull(source, "source");
        }
    }

    /** The services whose endpoints can be configured, with their names in variables, properties and profiles. */
    public enum Service {
        DYNAMODB("DynamoDb", "DYNAMODB", "dynamodb"),
        STS("Sts", "STS", "sts"),
        SSO("Sso", "SSO", "sso"),
        SSO_OIDC("SsoOidc", "SSO_OIDC", "sso_oidc"),
        SIGNIN("Signin", "SIGNIN", "signin");

        private final String property;
        private final String variable;
        private final String profileKey;

        Service(String propertySuffix, String variableSuffix, String profileKey) {
            this.property = "aws.endpointUrl" + propertySuffix;
            this.variable = "AWS_ENDPOINT_URL_" + variableSuffix;
            this.profileKey = profileKey;
        }

        /** The environment variable that sets this service's endpoint, e.g. {@code AWS_ENDPOINT_URL_DYNAMODB}. */
        public String variable() {
            return variable;
        }
    }

    private static final String REGION = "region";

    private AwsSettings() {}

    /**
     * The region as the AWS CLI v2 finds it when none is given on the command line: {@code AWS_REGION} (or the
     * SDK's {@code aws.region} property), then {@code AWS_DEFAULT_REGION}, then the profile's {@code region}.
     */
    public static Optional<Setting> region(HostEnvironment env, Optional<Profile> profile) {
        return environmentRegion(env)
                .or(() -> profile.flatMap(p -> ProfileCatalog.value(p.properties(), REGION)
                        .map(region -> new Setting(region, "profile `" + p.name() + "`"))));
    }

    /** As {@link #region(HostEnvironment, Optional)} for a profile of a listing, when there is one. */
    public static Optional<Setting> region(HostEnvironment env, Optional<ProfileListing> listing, String profileName) {
        return region(env, listing.flatMap(l -> l.profileFile().profile(profileName)));
    }

    /** The region the environment names, if any: {@code aws.region}, {@code AWS_REGION}, {@code AWS_DEFAULT_REGION}. */
    public static Optional<Setting> environmentRegion(HostEnvironment env) {
        return env.property("aws.region")
                .map(String::strip)
                .map(region -> new Setting(region, "the aws.region property"))
                .or(() ->
                        env.variable("AWS_REGION").map(String::strip).map(region -> new Setting(region, "AWS_REGION")))
                .or(() -> env.variable("AWS_DEFAULT_REGION")
                        .map(String::strip)
                        .map(region -> new Setting(region, "AWS_DEFAULT_REGION")));
    }

    /**
     * The endpoint configured for {@code service}, in the SDK's order: the service's system property
     * ({@code aws.endpointUrlDynamoDb}), {@code aws.endpointUrl}, the service's variable
     * ({@code AWS_ENDPOINT_URL_DYNAMODB}), {@code AWS_ENDPOINT_URL}, the profile's {@code [services]} section, the
     * profile's own {@code endpoint_url}. None when {@code AWS_IGNORE_CONFIGURED_ENDPOINT_URLS} (or the profile's
     * {@code ignore_configured_endpoint_urls}) is true.
     *
     * @throws IllegalArgumentException naming the setting when its value is not a URL
     */
    public static Optional<Endpoint> endpoint(
            HostEnvironment env, ProfileFile file, Optional<String> profileName, Service service) {
        Optional<Profile> profile = profileName.flatMap(file::profile);
        boolean ignored = env.setting("aws.ignoreConfiguredEndpointUrls", "AWS_IGNORE_CONFIGURED_ENDPOINT_URLS")
                .or(() -> profile.flatMap(p -> ProfileCatalog.value(p.properties(), "ignore_configured_endpoint_urls")))
                .map(value -> value.strip().toLowerCase(Locale.ROOT).equals("true"))
                .orElse(false);
        if (ignored) {
            return Optional.empty();
        }
        Optional<Setting> configured = env.property(service.property)
                .map(v -> new Setting(v, "the " + service.property + " property"))
                .or(() -> env.property("aws.endpointUrl").map(v -> new Setting(v, "the aws.endpointUrl property")))
                .or(() -> env.variable(service.variable).map(v -> new Setting(v, service.variable)))
                .or(() -> env.variable("AWS_ENDPOINT_URL").map(v -> new Setting(v, "AWS_ENDPOINT_URL")))
                .or(() -> profile.flatMap(p -> servicesSection(file, p, service)))
                .or(() ->
                        profile.flatMap(p -> ProfileCatalog.value(p.properties(), service.profileKey + ".endpoint_url")
                                .map(v -> new Setting(v, "profile `" + p.name() + "`"))))
                .or(() -> profile.flatMap(p -> ProfileCatalog.value(p.properties(), "endpoint_url")
                        .map(v -> new Setting(v, "profile `" + p.name() + "`"))));
        return configured.map(setting -> new Endpoint(uri(setting), setting.source()));
    }

    /** The CA bundle as the AWS CLI v2 finds it: {@code AWS_CA_BUNDLE}, then the profile's {@code ca_bundle}. */
    public static Optional<Setting> caBundle(HostEnvironment env, Optional<Profile> profile) {
        return env.variable("AWS_CA_BUNDLE")
                .map(String::strip)
                .map(path -> new Setting(path, "AWS_CA_BUNDLE"))
                .or(() -> profile.flatMap(p -> ProfileCatalog.value(p.properties(), ProfileCatalog.CA_BUNDLE)
                        .map(path -> new Setting(path, "ca_bundle of profile `" + p.name() + "`"))));
    }

    private static Optional<Setting> servicesSection(ProfileFile file, Profile profile, Service service) {
        return ProfileCatalog.value(profile.properties(), "services")
                .flatMap(name -> file.getSection("services", name)
                        .flatMap(section ->
                                ProfileCatalog.value(section.properties(), service.profileKey + ".endpoint_url"))
                        .map(v -> new Setting(v, "[services " + name + "] of profile `" + profile.name() + "`")));
    }

    private static URI uri(Setting setting) {
        String text = setting.value().strip();
        try {
            URI uri = new URI(text);
            if (uri.getScheme() == null || uri.getHost() == null) {
                throw new URISyntaxException(text, "expected http(s)://host[:port]");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(
                    "the endpoint `" + text + "` from " + setting.source() + " is not a URL: " + e.getReason(), e);
        }
    }
}
