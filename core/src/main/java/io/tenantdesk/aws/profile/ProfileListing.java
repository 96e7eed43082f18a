package io.tenantdesk.aws.profile;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
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

    /** Where a profile would be found, for messages: "~/.aws/config or ~/.aws/credentials". */
    public String whereProfilesLive() {
        return locations.configFile() + " or " + locations.credentialsFile();
    }
}
