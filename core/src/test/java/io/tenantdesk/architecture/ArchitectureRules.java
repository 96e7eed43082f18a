package io.tenantdesk.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget.CodeUnitAccessTarget;
import com.tngtech.archunit.core.domain.AccessTarget.FieldAccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaType;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import io.tenantdesk.aws.Connection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The rules every module's {@code LayersTest} checks its own classes against. */
public final class ArchitectureRules {

    public static final String DYNAMODB_SDK = "software.amazon.awssdk.services.dynamodb..";
    public static final String AWS_SDK = "software.amazon..";

    /** The packages that speak to DynamoDB: everything else goes through their types. */
    public static final List<String> DYNAMODB_LAYERS =
            List.of("io.tenantdesk.store..", "io.tenantdesk.aws..", "io.tenantdesk.local..");

    private static final String ROOT = "io.tenantdesk.";

    /** As {@code slices().matching("io.tenantdesk.(**)")}, without compiling that pattern for every dependency. */
    private static final SliceAssignment EACH_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass type) {
            String name = type.getPackageName();
            return name.startsWith(ROOT) ? SliceIdentifier.of(name.substring(ROOT.length())) : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "each package under " + ROOT;
        }
    };

    private ArchitectureRules() {}

    public static ArchRule noPackageCycles() {
        return slices().assignedFrom(EACH_PACKAGE).should().beFreeOfCycles();
    }

    /**
     * Only the DynamoDB layers (and the temporary users) name the DynamoDB SDK: in signatures, fields, annotations,
     * type arguments, or through the signature of a member they use.
     */
    public static ArchRule onlyTheDynamoDbLayersUseTheDynamoDbSdk() {
        return noClasses()
                .that()
                .resideOutsideOfPackages(dynamoDbUsers().toArray(String[]::new))
                .should()
                .dependOnClassesThat()
                .resideInAPackage(DYNAMODB_SDK)
                .orShould()
                .accessTargetWhere(signatureNames(DYNAMODB_SDK));
    }

    /** For the command line and the console: no AWS SDK type at all, not even through a member they use. */
    public static ArchRule noAwsSdk() {
        return noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAPackage(AWS_SDK)
                .orShould()
                .accessTargetWhere(signatureNames(AWS_SDK));
    }

    /** A connection's DynamoDB clients are the DynamoDB layers' business. */
    public static ArchRule onlyTheDynamoDbLayersUseTheConnectionsClients() {
        return noClasses()
                .that()
                .resideOutsideOfPackages(dynamoDbUsers().toArray(String[]::new))
                .should()
                .callMethod(Connection.class, "client")
                .orShould()
                .callMethod(Connection.class, "writeClient");
    }

    /** The packages that may speak to DynamoDB. */
    public static List<String> dynamoDbUsers() {
        return DYNAMODB_LAYERS;
    }

    /** An access to a member whose parameters, result or field type name a class in {@code packageIdentifier}. */
    private static DescribedPredicate<JavaAccess<?>> signatureNames(String packageIdentifier) {
        DescribedPredicate<JavaClass> inPackage = JavaClass.Predicates.resideInAPackage(packageIdentifier);
        return DescribedPredicate.describe(
                "its signature names a class in " + packageIdentifier,
                access -> signatureTypes(access).stream().anyMatch(inPackage));
    }

    private static Set<JavaClass> signatureTypes(JavaAccess<?> access) {
        Set<JavaClass> types = new HashSet<>();
        if (access.getTarget() instanceof CodeUnitAccessTarget unit) {
            types.addAll(unit.getRawParameterTypes());
            types.add(unit.getRawReturnType());
            unit.resolveMember().ifPresent(member -> types.addAll(genericTypes(member)));
        } else if (access.getTarget() instanceof FieldAccessTarget field) {
            types.add(field.getRawType());
            field.resolveMember()
                    .ifPresent(member -> types.addAll(member.getType().getAllInvolvedRawTypes()));
        }
        return types;
    }

    private static Set<JavaClass> genericTypes(JavaCodeUnit member) {
        Set<JavaClass> types = new HashSet<>(member.getReturnType().getAllInvolvedRawTypes());
        for (JavaType parameter : member.getParameterTypes()) {
            types.addAll(parameter.getAllInvolvedRawTypes());
        }
        return types;
    }
}
