package io.tenantdesk.aws.profile;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * What {@link ProfileCatalog#load()} found: every intact profile of both files, the problems (a file that cannot
 * be read, a malformed section left out), and the merged SDK {@link ProfileFile} of what parsed, which every client
 * and credentials provider is given in place of the SDK's own reading (credentials file wins).
 */
public record ProfileListing(
        AwsFileLocations locations,
        List<ProfileInfo> profiles,
        List<ProfileProblem> problems,
        ProfileFile profileFile) {

    private static final Pattern SECTION = Pattern.compile("\\[([^\\]]*)]?.*");
    private static final Pattern CONFIG_PROFILE = Pattern.compile("profile\\s+(.+)");

    public ProfileListing {
        Objects.requireNonNull(locations, "locations");
        profiles = List.copyOf(profiles);
        problems = List.copyOf(problems);
        Objects.requireNonNull(profileFile, "profileFile");
    }

    public Optional<ProfileInfo> find(String name) {
        return profiles.stream().filter(profile -> profile.name().equals(name)).findFirst();
    }

    /** The profile {@code AWS_PROFILE} names (or {@code default}), if it exists. */
    public Optional<ProfileInfo> current() {
        return profiles.stream().filter(ProfileInfo::current).findFirst();
    }

    /**
     * The malformed section that was left out of its file although it defines profile {@code name}
     * ({@code [profile name} in the config file, {@code [name} in the credentials file).
     */
    public Optional<ProfileProblem> leftOut(String name) {
        return problems.stream()
                .filter(problem -> problem.section()
                        .flatMap(header -> definedProfile(header, problem.file().equals(locations.configFile())))
                        .filter(name::equals)
                        .isPresent())
                .findFirst();
    }

    /** The profile a section header defines, as far as a header the parser rejected can tell. */
    private static Optional<String> definedProfile(String header, boolean configFile) {
        Matcher section = SECTION.matcher(header);
        if (!section.matches()) {
            return Optional.empty();
        }
        String name = section.group(1).strip();
        if (configFile && !name.equals(AwsFileLocations.DEFAULT_PROFILE)) {
            Matcher profile = CONFIG_PROFILE.matcher(name);
            if (!profile.matches()) {
                return Optional.empty();
            }
            name = profile.group(1).strip();
        }
        return Optional.of(name).filter(n -> !n.isEmpty());
    }

    /** Where a profile would be found, for messages: "~/.aws/config or ~/.aws/credentials". */
    public String whereProfilesLive() {
        return locations.configFile() + " or " + locations.credentialsFile();
    }
}
