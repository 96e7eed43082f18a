package io.tenantdesk.about;

/**
 * The version the console was built as: the {@code Implementation-Version} the jar's manifest carries (the
 * packaging build writes it), or "development build" when run from compiled classes.
 */
public final class AppVersion {

    static final String DEVELOPMENT = "development build";

    private AppVersion() {}

    public static String current() {
        return orDevelopment(AppVersion.class.getPackage().getImplementationVersion());
    }

    /** The line {@code --version} prints. */
    public static String line() {
        return "Tenantdesk " + current();
    }

    static String orDevelopment(String implementationVersion) {
        return implementationVersion == null || implementationVersion.isBlank()
                ? DEVELOPMENT
                : implementationVersion.strip();
    }
}
